import { AppLink } from '@/components/AppLink';
import { useAppSelector } from '@/app/hooks';
import { currentEnvironment } from '@/features/context/environment';
import { selectTermsPath } from '../selectors';
import { ExternalLink } from './ExternalLink';
import { AppleIcon, FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from './SocialIcons';

/**
 * The site footer (spec 'Shared chrome'). Terms and Conditions is the app's own page; from
 * withdraw screens it carries `?context=withdraw` and shows the rewards rules (decisions 6).
 */
export function Footer() {
  const termsPath = useAppSelector(selectTermsPath);
  const { mainSiteLinks: site, classicSite, appStore, social } = currentEnvironment();
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
          <AppleIcon />
          <span>Download on the App Store</span>
        </ExternalLink>
        <ul className="social-links" aria-label="Follow us">
          <li>
            <ExternalLink href={social.facebook} label="Facebook">
              <FacebookIcon />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.twitter} label="X (Twitter)">
              <XIcon />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.instagram} label="Instagram">
              <InstagramIcon />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.youtube} label="YouTube">
              <YoutubeIcon />
            </ExternalLink>
          </li>
        </ul>
      </div>
      <p className="site-footer__copyright">© {year} Xpressbet. All rights reserved.</p>
    </footer>
  );
}
