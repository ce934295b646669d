import type { Content } from '#model/registry.ts';
import type { Service, ServiceId } from '#model/types.ts';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { grid } from '@/styles/layout.css';
import { Section } from '@/components/Section/Section';
import { ServiceCard } from '@/components/ServiceCard/ServiceCard';

/** The four services the home page features, in order. */
const featuredServiceIds: readonly ServiceId[] = ['ma', 'transformation', 'mentorship', 'speaking'];

/** The featured services, in that order; the content tests guarantee every id exists. */
export function featuredServices(services: readonly Service[]): Service[] {
  return featuredServiceIds.map((id) => {
    const service = services.find((each) => each.id === id);
    if (!service) throw new Error(`No service with id "${id}"`);
    return service;
  });
}

/** 'What I Do': four service cards, each linking to its anchor on /services. */
export function HomeServices({ copy, services }: { copy: Content<'home'>['services']; services: readonly Service[] }) {
  return (
    <Section
      id="services"
      tone="alt"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
      footer={
        <ButtonLink href={copy.allLink.href} kind="outline">
          {copy.allLink.label}
        </ButtonLink>
      }
    >
      <ul role="list" className={grid({ columns: 4 })}>
        {featuredServices(services).map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} moreLabel={copy.cardLink} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
