import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { useShell } from '../components/shell-context.tsx';

export default function ContactPage({ contact }: PagePropsMap['contact']) {
  const { site } = useShell();
  return (
    <>
      <PageHero title={contact.intro.title} text={contact.intro.text} />
      <section className="section"><div className="container">
        <p><a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> · <a href={`mailto:${site.email}`}>{site.email}</a></p>
        <p>{site.address.city}, {site.address.region} · {site.hours.contact.text}</p>
      </div></section>
      <FaqList items={contact.faq} />
    </>
  );
}
