import { Text, type TextProps } from '@mantine/core';
import classes from './Price.module.css';
import { formatMoney } from '../lib/format';
import { useTextLanguage } from './textLanguage';

/**
 * Money as `EGP 12.50` (`‏12.50 ج.م.‏` in Arabic), with tabular numerals so prices line up (UI.md). `accent`
 * colours it with the tomato shade that keeps AA contrast in both colour schemes.
 */
export function Price({ value, accent = false, ...props }: { value: string | number; accent?: boolean } & TextProps) {
  // Formatting reads the page's language outside React: a switch must render this again, whatever its parent does.
  useTextLanguage();
  return (
    <Text
      component="span"
      fw={700}
      className={accent ? `${classes.price} ${classes.accent}` : classes.price}
      {...props}
    >
      {formatMoney(value)}
    </Text>
  );
}
