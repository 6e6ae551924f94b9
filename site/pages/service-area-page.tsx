import { __iconData as externalLinkIcon } from 'lucide-react/icons/external-link';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { __iconData as zapIcon } from 'lucide-react/icons/zap';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Accordion } from '../components/accordion.tsx';
import { SmartLink } from '../components/smart-link.tsx';
import { ZipChecker } from '../components/zip-checker.tsx';
import { CoverageList } from '../components/coverage-list.tsx';
import { MapFacade } from '../components/map-facade.tsx';
import { useShell } from '../components/shell-context.tsx';
import '../styles/service-area.css';

/** SPEC 2.10: ZIP checker, Bucks County list and map, Colorado areas, the questions and the calls to action. */
export default function ServiceAreaPage({ serviceAreas, coverage }: PagePropsMap['service-area']) {
  const { site } = useShell();
  const map = site.links.maps.bucks;
  return (
    <>
      <PageHero title={serviceAreas.intro.title} text={serviceAreas.intro.text} />

      <section className="section" aria-labelledby="zip-heading">
        <div className="container area-grid">
          <div className="area-card">
            {/* Without JavaScript there is no checker: the heading names the list below it instead. */}
            <h2 id="zip-heading"><span className="script-text">Check Your ZIP Code</span><span className="no-script-text">Towns and ZIP Codes We Serve</span></h2>
            <ZipChecker coverage={coverage} />
            <CoverageList coverage={coverage} />
          </div>
          <figure className="area-map">
            <MapFacade map={map} />
            <figcaption>
              <SvgIcon icon={mapPinIcon} size={18} />
              <span>{site.regions.bucks.name}</span>
              <SmartLink href={map.linkUrl} className="area-map-link">
                View larger map <SvgIcon icon={externalLinkIcon} size={16} />
              </SmartLink>
            </figcaption>
          </figure>
        </div>
      </section>

      <section className="section area-regions" aria-labelledby="regions-heading">
        <div className="container">
          <h2 id="regions-heading">{site.regions.colorado.name}</h2>
          <ul className="area-region-grid">
            {serviceAreas.regions.map((region) => (
              <li key={region.region} className="area-region">
                <h3>{region.region}</h3>
                <ul>
                  {region.areas.map((area) => (
                    <li key={area.name}>{area.name}{area.zip ? <span className="area-zip"> {area.zip}</span> : null}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="area-faq-heading">
        <div className="container narrow">
          <h2 id="area-faq-heading">Service Area Questions</h2>
          <Accordion
            mode="single"
            headingLevel={3}
            className="area-faq"
            items={serviceAreas.faq.map((item, i) => ({ id: `q${i}`, title: item.question, content: <p>{item.answer}</p> }))}
          />
        </div>
      </section>

      <section className="section area-cta" aria-labelledby="area-cta-heading">
        <div className="container area-cta-inner">
          <h2 id="area-cta-heading">Ready to Get Started?</h2>
          <p>Get a price in minutes, or call and talk to our team.</p>
          <div className="actions">
            <SmartLink href={site.links.instantQuote} className="button button-primary">
              <SvgIcon icon={zapIcon} size={18} /> Get an Instant Quote
            </SmartLink>
            <a href={`tel:${site.phone.e164}`} className="button button-secondary">
              <SvgIcon icon={phoneIcon} size={18} /> Call {site.phone.display}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
