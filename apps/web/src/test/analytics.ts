import { MEASUREMENT_ID_META } from '@agency/schema';

/** Gives the page a measurement id as the server does (an empty one: none); run-time, like it. */
export function serveMeasurementId(id: string): void {
  clearMeasurementId();
  if (!id) return;
  const meta = document.createElement('meta');
  meta.name = MEASUREMENT_ID_META;
  meta.content = id;
  document.head.appendChild(meta);
}

export function clearMeasurementId(): void {
  document.head.querySelector(`meta[name="${MEASUREMENT_ID_META}"]`)?.remove();
}
