import { isMapPoint } from './format.ts';
import styles from './map-section.module.css';

// A chunk of its own (React.lazy in map-section.tsx): nothing about the map is fetched, and the
// map service is not contacted, before the visitor asks for the map.

export const MAP_WIDGET_ORIGIN = 'https://yandex.ru';

/** Yandex Maps' embeddable widget centred on the point, with a red pin on it */
export function mapWidgetUrl(lat: number, lng: number, zoom: number): string {
  if (!isMapPoint(lat, lng) || !Number.isInteger(zoom) || zoom < 0 || zoom > 21) throw new RangeError('expected a point on Earth and a zoom level 0–21');
  const point = `${lng},${lat}`;
  return `${MAP_WIDGET_ORIGIN}/map-widget/v1/?ll=${point}&z=${zoom}&pt=${point},pm2rdm`;
}

export default function MapFrame({ lat, lng, zoom, title }: { lat: number; lng: number; zoom: number; title: string }) {
  return <iframe className={styles.frame} src={mapWidgetUrl(lat, lng, zoom)} title={title} allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />;
}
