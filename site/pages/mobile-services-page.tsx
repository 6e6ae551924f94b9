import { useShell } from '../components/shell-context.tsx';
import { PageHero } from '../components/page-hero.tsx';

export default function MobileServicesPage() {
  const { navigation } = useShell();
  return (
    <>
      <PageHero title="Our Services" />
      <section className="section"><div className="container">
        {navigation.mobileGroups.map((g) => (
          <section key={g.title}><h2>{g.title}</h2><ul>{g.items.map((i) => <li key={i.label}><a href={i.href}>{i.label}</a></li>)}</ul></section>
        ))}
      </div></section>
    </>
  );
}
