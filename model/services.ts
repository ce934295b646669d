import data from '../content/services.json' with { type: 'json' };
import { loadContent } from './registry.ts';
import { labelOf } from './routes.ts';
import type { Service, ServiceId } from './types.ts';

const file = loadContent('services', data);

/** The six services, in order, and the four steps of an engagement. */
export const { services, approachSteps } = file;

/** The service with this id; the content tests guarantee every id exists. */
export function serviceById(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`No service with id "${id}"`);
  return service;
}

/** The four services featured on the home page, in order. */
export const homeServiceIds: readonly ServiceId[] = ['ma', 'transformation', 'mentorship', 'speaking'];

/** Texts of the /services page: content/services.json. */
export const servicesPage = { ...file, title: labelOf('/services') };
