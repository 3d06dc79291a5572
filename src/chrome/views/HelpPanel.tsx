import { telHref } from '@/lib/tel';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/domain/storeHooks';
import { selectIsSignedIn } from '@/domain/session/sessionSlice';
import { selectIsCompact, selectIsIosApp } from '@/domain/context/contextSlice';
import { useEnvironment } from '@/domain/context/environment';
import { Disclosure } from './Disclosure';
import { ExternalLink } from './ExternalLink';
import { HelpIcon, LockIcon, MailIcon, PhoneIcon } from './ContactIcons';

/** 'tel:18005550134' from '1-800-555-0134'. */

/**
 * Text beside an icon; in the compact layout (mobile, quick-deposit frame) only the icon shows
 * and the text stays as the link's accessible name.
 */
function IconText({ compact, children }: { compact: boolean; children: ReactNode }) {
  return <span className={compact ? 'visually-hidden' : 'help-panel__text'}>{children}</span>;
}

/**
 * A help-centre page. On the web it opens in a new tab. The iOS app's web view drops
 * `target="_blank"` links silently, so there the page opens in the same view and the app's
 * navigation handling takes over (as it does for the tel: and mailto: links, which it hands to
 * Phone and Mail).
 */
function HelpLink({ href, inApp, children }: { href: string; inApp: boolean; children: string }) {
  return inApp ? (
    <a href={href}>{children}</a>
  ) : (
    <ExternalLink href={href}>{children}</ExternalLink>
  );
}

/**
 * The help and support side bar every flow shows (spec 'Shared chrome'): phone and e-mail from
 * config, the SSL note and the 'Need Help?' entries of the help centre.
 */
export function HelpPanel() {
  const compact = useAppSelector(selectIsCompact);
  const iosApp = useAppSelector(selectIsIosApp);
  // Spec section 6: logged-out users get no 'Contact us' entry.
  const signedIn = useAppSelector(selectIsSignedIn);
  const { support, helpLinks } = useEnvironment();
  return (
    <aside
      className={`help-panel${compact ? ' help-panel--compact' : ''}`}
      aria-labelledby="help-panel-title"
    >
      <h2 id="help-panel-title" className="help-panel__title">
        Help and Support
      </h2>
      <ul className="help-panel__contacts">
        <li>
          <a className="help-panel__contact" href={telHref(support.phone)}>
            <PhoneIcon />
            <IconText compact={compact}>
              <span className="visually-hidden">Call </span>
              {support.phone}
            </IconText>
          </a>
        </li>
        <li>
          <a className="help-panel__contact" href={`mailto:${support.email}`}>
            <MailIcon />
            <IconText compact={compact}>
              <span className="visually-hidden">E-mail </span>
              {support.email}
            </IconText>
          </a>
        </li>
      </ul>
      <p className="help-panel__secure">
        <LockIcon />
        <span>
          <strong>SSL Secured.</strong> Your payment details are secured with SSL encryption.
        </span>
      </p>
      <Disclosure
        menu="needHelp"
        className="help-panel__need-help"
        label={
          <>
            <HelpIcon />
            <IconText compact={compact}>Need Help?</IconText>
          </>
        }
      >
        <ul className="menu-list">
          <li>
            <HelpLink href={helpLinks.depositingFunds} inApp={iosApp}>
              Help Depositing Funds
            </HelpLink>
          </li>
          {signedIn ? (
            <li>
              <HelpLink href={helpLinks.contactUs} inApp={iosApp}>
                Contact Us
              </HelpLink>
            </li>
          ) : null}
          <li>
            <HelpLink href={helpLinks.handicapping101} inApp={iosApp}>
              Handicapping 101
            </HelpLink>
          </li>
          <li>
            <HelpLink href={helpLinks.wagering101} inApp={iosApp}>
              Wagering 101
            </HelpLink>
          </li>
        </ul>
      </Disclosure>
    </aside>
  );
}
