import { homePage } from '#model/home.ts';
import { homeServiceIds, serviceById } from '#model/services.ts';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { grid } from '@/styles/layout.css';
import { Section } from '@/components/Section/Section';
import { ServiceCard } from '@/components/ServiceCard/ServiceCard';

const copy = homePage.services;

/** 'What I Do': four service cards, each linking to its anchor on /services. */
export function HomeServices() {
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
        {homeServiceIds.map((id) => (
          <li key={id}>
            <ServiceCard service={serviceById(id)} moreLabel={copy.cardLink} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
