import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderedState, stateScript } from './rendered';

describe('the data block of a page rendered on the server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('comes back exactly as written, whatever the answers hold', () => {
    const client = new QueryClient();
    const awkward = 'a </script><script>alert(1)</script> <!-- \u2028 \u2029 & " \' \\ end';
    client.setQueryData(['restaurant', 1], { name: awkward });
    const state = dehydrate(client);
    document.body.innerHTML = stateScript(state);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(renderedState()).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('writes no `<` that could end or comment out the block early', () => {
    const client = new QueryClient();
    client.setQueryData(['x'], '</script><!--');
    const inner = stateScript(dehydrate(client))
      .replace(/^<script[^>]*>/, '')
      .replace(/<\/script>$/, '');
    expect(inner).not.toContain('<');
  });

  it('is missing on the app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(renderedState()).toBeNull();
  });
});
