import { AppLink } from '@/components/AppLink';
import { useAppSelector } from '@/domain/storeHooks';
import { useEnvironment } from '@/domain/context/environment';
import { selectTermsPath } from './selectors';
import { ExternalLink } from '@/chrome/views/ExternalLink';

/**
 * The app store's and social networks' marks: decoration (the link carries the name), drawn by
 * the stylesheet as masks in the text colour (the link colour in forced-colours mode), from SVGs
 * the build writes into it (no request of their own).
 */
function FooterIcon({ name }: { name: 'apple' | 'facebook' | 'x' | 'instagram' | 'youtube' }) {
  return <span className={`footer-icon footer-icon--${name}`} aria-hidden="true" />;
}

/**
 * The site footer (spec 'Shared chrome'). Terms and Conditions is the app's own page; from
 * withdraw screens it carries `?context=withdraw` and shows the rewards rules (decisions 6).
 */
export function Footer() {
  const termsPath = useAppSelector(selectTermsPath);
  const { mainSiteLinks: site, classicSite, appStore, social } = useEnvironment();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav className="site-footer__nav" aria-label="Legal and site">
        <ul className="site-footer__links">
          <li>
            <AppLink to={termsPath}>Terms and Conditions</AppLink>
          </li>
          <li>
            <ExternalLink href={site.privacyPolicy}>Privacy Policy</ExternalLink>
          </li>
          <li>
            <ExternalLink href={site.problemGambling}>Problem Gambling</ExternalLink>
          </li>
          <li>
            <a href={classicSite}>Use Classic Bets</a>
          </li>
        </ul>
      </nav>
      <div className="site-footer__apps">
        <ExternalLink className="app-store-link" href={appStore}>
          <FooterIcon name="apple" />
          <span>Download on the App Store</span>
        </ExternalLink>
        <ul className="social-links" aria-label="Follow us">
          <li>
            <ExternalLink href={social.facebook} label="Facebook">
              <FooterIcon name="facebook" />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.twitter} label="X (Twitter)">
              <FooterIcon name="x" />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.instagram} label="Instagram">
              <FooterIcon name="instagram" />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.youtube} label="YouTube">
              <FooterIcon name="youtube" />
            </ExternalLink>
          </li>
        </ul>
      </div>
      {/* The prerender's year until hydration patches the text: a build may outlive its year. */}
      <p className="site-footer__copyright" suppressHydrationWarning>
        © {year} Xpressbet. All rights reserved.
      </p>
    </footer>
  );
}
