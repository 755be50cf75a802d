import { UI_TIMING } from '@dishcraft/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DicePhase = 'idle' | 'shuffling' | 'result';

/**
 * The random-meal dice (customer spec §2): idle → shuffling (12 picks, 200 ms apart) → result.
 * `load` supplies the candidates; with none, the spec's message is the error (in the page's language, whenever it
 * changes) and the dice goes idle.
 */
export function useDicePicker<T>(
  load: () => Promise<T[]>,
  onResult?: (item: T) => void,
  random: () => number = Math.random,
) {
  const [phase, setPhase] = useState<DicePhase>('idle');
  const [current, setCurrent] = useState<T | null>(null);
  const { t } = useTranslation();
  const [noMeals, setNoMeals] = useState(false);
  const timer = useRef<number | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) window.clearInterval(timer.current);
    };
  }, []);

  const roll = useCallback(async () => {
    if (timer.current !== null) return;
    setNoMeals(false);
    setPhase('shuffling');
    let items: T[] = [];
    try {
      items = await load();
    } catch {
      items = [];
    }
    if (!alive.current) return;
    if (items.length === 0) {
      setPhase('idle');
      setCurrent(null);
      setNoMeals(true);
      return;
    }
    const pick = () => items[Math.floor(random() * items.length)] ?? (items[0] as T);
    let steps = 0;
    setCurrent(pick());
    timer.current = window.setInterval(() => {
      steps += 1;
      const next = pick();
      setCurrent(next);
      if (steps >= UI_TIMING.diceSteps) {
        if (timer.current !== null) window.clearInterval(timer.current);
        timer.current = null;
        setPhase('result');
        onResult?.(next);
      }
    }, UI_TIMING.diceStepMs);
  }, [load, onResult, random]);

  return { phase, current, error: noMeals ? t('home.dice.noMeals') : null, roll };
}
