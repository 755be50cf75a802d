import { UI_TIMING } from '@dishcraft/contract';
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconMoon, IconStarFilled, IconSun } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../ui/DeferredTooltip';
import classes from './ThemeToggle.module.css';

interface Star {
  id: number;
  side: 'left' | 'right';
  top: number;
  offset: number;
  size: number;
  delay: number;
}

function scatterStars(): Star[] {
  const stars: Star[] = [];
  for (const side of ['left', 'right'] as const) {
    for (let i = 0; i < UI_TIMING.starsPerSide; i += 1) {
      stars.push({
        id: stars.length,
        side,
        top: 4 + Math.random() * 88,
        offset: 1 + Math.random() * 14,
        size: 10 + Math.round(Math.random() * 14),
        delay: Math.round(Math.random() * (UI_TIMING.themeChangeMs / 3)),
      });
    }
  }
  return stars;
}

let themeChangeTimer: number | undefined;
/** The theme-change class: colours cross-fade for 600 ms (UI_TIMING.themeChangeMs), then plain CSS resumes. */
function markThemeChange() {
  const root = document.documentElement;
  const name = classes.themeChanging ?? 'theme-changing';
  root.classList.add(name);
  window.clearTimeout(themeChangeTimer);
  themeChangeTimer = window.setTimeout(() => root.classList.remove(name), UI_TIMING.themeChangeMs);
}

/** Decorative burst played when the page turns dark (customer spec §1, §9): 15 golden stars per side, 600 ms. */
function StarBurst({ stars }: { stars: Star[] }) {
  return (
    <div className={classes.stars} aria-hidden="true" data-theme-stars="">
      {stars.map((star) => (
        <IconStarFilled
          key={star.id}
          size={star.size}
          className={`${classes.star} ${classes[star.side]}`}
          data-star={star.side}
          style={
            {
              '--star-top': `${star.top}%`,
              '--star-offset': `${star.offset}%`,
              '--star-delay': `${star.delay}ms`,
              '--star-duration': `${UI_TIMING.themeChangeMs - star.delay}ms`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}

/**
 * Light/dark switch: Mantine's colour-scheme manager stores the choice (App.tsx, colorScheme.ts); until the user picks
 * one the system preference applies. Both buttons are in the markup and CSS shows the one for the scheme on <html>, so
 * the markup is the same in either scheme: the server renders a page without knowing the visitor's choice, and the
 * browser hydrates it with the choice at hand (a label picked in render made React reject the server's page, #418).
 */
export function ThemeToggle() {
  // Transitions stay on: the page eases into the new scheme over the theme-change time (customer spec §9).
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  const reduceMotion = useReducedMotion();
  const { t } = useTranslation();
  const [stars, setStars] = useState<Star[] | null>(null);

  useEffect(() => {
    if (!stars) return;
    const timer = window.setTimeout(() => setStars(null), UI_TIMING.themeChangeMs);
    return () => window.clearTimeout(timer);
  }, [stars]);

  const switchTo = (next: 'light' | 'dark') => {
    if (!reduceMotion) markThemeChange();
    setColorScheme(next);
    if (next === 'dark' && !reduceMotion) setStars(scatterStars());
  };

  return (
    <>
      <DeferredTooltip label={t('common.theme.toDark')} withArrow>
        <ActionIcon
          darkHidden
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          onClick={() => switchTo('dark')}
          aria-label={t('common.theme.toDark')}
        >
          <IconMoon size={20} aria-hidden />
        </ActionIcon>
      </DeferredTooltip>
      <DeferredTooltip label={t('common.theme.toLight')} withArrow>
        <ActionIcon
          lightHidden
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          onClick={() => switchTo('light')}
          aria-label={t('common.theme.toLight')}
        >
          <IconSun size={20} aria-hidden />
        </ActionIcon>
      </DeferredTooltip>
      {stars ? <StarBurst stars={stars} /> : null}
    </>
  );
}
