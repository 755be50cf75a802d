import { describe, expect, it } from 'vitest';
import type { FuzzRequest } from './arbitraries.js';
import { answerProblem } from './check.js';

const request: FuzzRequest = {
  actor: 'visitor',
  method: 'GET',
  url: '/api/restaurants/ingredients/',
  headers: {},
  body: '(none)',
};
const json = (status: number, body: unknown) => ({
  status,
  text: JSON.stringify(body),
  headers: { 'content-type': 'application/json; charset=utf-8' },
});

describe("the fuzzer's leak check reads bodies as their reader does", () => {
  it('an echoed value ending in a colon is not a Windows path (a counterexample the raw JSON text gave)', () => {
    const echoed = json(400, { allergen_type: ['"A:A:A:" is not a valid choice.'] });
    expect(echoed.text).toMatch(/A:\\"/);
    expect(answerProblem(request, echoed)).toBeNull();
  });

  it('a path, a stack frame or an SQL error in a JSON message is a leak, escaped or not', () => {
    expect(answerProblem(request, json(400, { detail: 'C:\\srv\\app\\main.js failed' }))).toBe(
      'the 400 body shows a file path',
    );
    expect(answerProblem(request, json(400, { detail: 'boom\n    at handler' }))).toBe(
      'the 400 body shows a stack frame',
    );
    expect(answerProblem(request, json(409, { name: ['relation "users" does not exist'] }))).toBe(
      'the 409 body shows an SQL error',
    );
  });

  it('a body that is not JSON is read as it is', () => {
    expect(answerProblem(request, { status: 404, text: 'ENOENT /work/app/x', headers: {} })).toBe(
      'the 404 body shows a file path',
    );
  });
});
