import { SAMPLE_WEATHER_PLACE, sampleWeather, UI_TIMING } from '@dishcraft/contract';
import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCloud,
  IconCloudFog,
  IconCloudRain,
  IconCloudSnow,
  IconCloudStorm,
  IconCoffee,
  IconGlassFull,
  IconSun,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weather } from '../../lib/types';
import { type Coordinates, useWeather } from './api';
import { recommendDrinks } from './drinks';
import { formatCount, formatTemperature } from '../../lib/format';
import { useLanguage } from '../../lib/language';

const ICONS: Record<Weather['icon'], typeof IconSun> = {
  clear: IconSun,
  'partly-cloudy': IconCloud,
  cloudy: IconCloud,
  fog: IconCloudFog,
  drizzle: IconCloudRain,
  rain: IconCloudRain,
  snow: IconCloudSnow,
  thunderstorm: IconCloudStorm,
};

/** The browser's position within 10 s, or none (then the server's default city is used). */
function usePosition(): { coords: Coordinates | null; settled: boolean } {
  const [state, setState] = useState<{ coords: Coordinates | null; settled: boolean }>({
    coords: null,
    settled: false,
  });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setState({ coords: null, settled: true });
      return;
    }
    let done = false;
    const finish = (coords: Coordinates | null) => {
      if (done) return;
      done = true;
      setState({ coords, settled: true });
    };
    // some browsers never call back when the prompt is ignored: give up after the same 10 s
    const guard = window.setTimeout(() => finish(null), UI_TIMING.geolocationTimeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (position) => finish({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => finish(null),
      { timeout: UI_TIMING.geolocationTimeoutMs, maximumAge: 10 * 60_000 },
    );
    return () => {
      done = true;
      window.clearTimeout(guard);
    };
  }, []);
  return state;
}

/**
 * Drinks for today's weather (customer spec §2): cold treats above 25 °C, else warm drinks. Without the live weather
 * (the server answers sample values when its weather service fails; this falls back to the same when the request
 * itself fails) the recommendation shows for the sample weather, said to be one (spec §8).
 */
export function WeatherRecommendation() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { coords, settled } = usePosition();
  const weather = useWeather(coords, settled);
  const w = weather.data ?? (weather.isError ? sampleWeather(SAMPLE_WEATHER_PLACE) : null);

  if (!w)
    return (
      <Paper shadow="sm" radius="lg" p="xl" role="status" aria-busy="true" aria-label={t('home.weather.loading')}>
        <Skeleton h={28} w="50%" mb="md" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Skeleton h={90} />
          <Skeleton h={90} />
          <Skeleton h={90} />
        </SimpleGrid>
      </Paper>
    );

  const { kind, drinks } = recommendDrinks(w.temperature_c);
  const WeatherIcon = ICONS[w.icon] ?? IconCloud;
  const DrinkIcon = kind === 'cold' ? IconGlassFull : IconCoffee;
  const place = { place: w.location };
  const intro =
    kind === 'cold'
      ? w.sample
        ? t('home.weather.coldSample', place)
        : t('home.weather.cold', place)
      : w.sample
        ? t('home.weather.warmSample', place)
        : t('home.weather.warm', place);
  // The weather service describes the sky in English: other languages name the kind of weather instead.
  const description = language === 'en' ? w.description : t(`home.weather.sky.${w.icon}`);
  return (
    <Paper
      shadow="sm"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="weather-title"
      data-testid="weather"
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <div>
            <Title order={2} id="weather-title">
              {kind === 'cold' ? t('home.weather.coldTitle') : t('home.weather.warmTitle')}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light" color={kind === 'cold' ? 'orange' : 'blue'} aria-hidden>
              <WeatherIcon size={26} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="temperature">
                {formatTemperature(w.temperature_c)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('home.weather.reading', { description, humidity: formatCount(w.humidity) })}
              </Text>
            </div>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {drinks.map((drink) => (
            <Card component="li" key={drink} withBorder radius="md" padding="md" data-testid="drink">
              <Group gap="sm" wrap="nowrap" align="start">
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <DrinkIcon size={18} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`home.drinks.${drink}.name`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`home.drinks.${drink}.description`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
