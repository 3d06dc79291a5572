import { AppLink } from '@/components/AppLink';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { capText, TEXT_CAPS } from '@/lib/text';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import { selectCustomer } from '@/domain/funding-sources/selectors';
import { selectSessionUser } from '@/domain/session/sessionSlice';
import { LoadError } from '@/domain/funding-sources/views/LoadError';
import { useEnvironment } from '@/domain/context/environment';
import { useHydrated } from '@/components/hydrated';
import { initialsOf } from './initials';
import { logoutClicked } from '@/chrome/events';
import { menuToggled, selectIsMenuOpen } from '@/domain/menus/menusSlice';
import { selectIsInDepositFlow } from './selectors';
import { Disclosure } from '@/chrome/views/Disclosure';
import { ExternalLink } from '@/chrome/views/ExternalLink';
import { MenuIcon } from '@/chrome/views/Icons';

/** The account number comes with the customer record (sessionSaga loads it). */
const CUSTOMER = ['customer'] as const;

/** The header's balance: '$1,234.56', or '-' while unknown. */
function HeaderBalance() {
  const { cents } = useAppSelector(selectCurrentBalance);
  return (
    <p className="header-balance">
      <span className="header-balance__label">Balance</span>{' '}
      <span className="header-balance__amount">{cents === null ? '-' : formatMoney(cents)}</span>
    </p>
  );
}

function MemberMenu() {
  const user = useAppSelector(selectSessionUser);
  const customer = useAppSelector(selectCustomer);
  const dispatch = useAppDispatch();
  const { mainSiteLinks: site } = useEnvironment();
  // The prerendered screen is nobody's: the member's initials, name and id come after hydration.
  const hydrated = useHydrated();
  if (!user) return null;
  return (
    <Disclosure
      menu="member"
      className="member-menu"
      buttonClassName="member-menu__button"
      label={
        <>
          <span className="member-menu__initials">
            {hydrated ? initialsOf(user.displayName, user.uid) : '\u00a0'}
          </span>
          <span className="visually-hidden"> Member menu</span>
        </>
      }
    >
      <div className="member-menu__card">
        {!hydrated || user.displayName ? (
          <p className="member-menu__name">
            {hydrated ? capText(user.displayName, TEXT_CAPS.field) : null}
          </p>
        ) : null}
        <p className="member-menu__uid">{hydrated ? capText(user.uid, TEXT_CAPS.field) : null}</p>
        <p className="member-menu__account">
          Account #: {customer ? capText(customer.accountNumber, TEXT_CAPS.field) : '-'}
        </p>
        <LoadError sources={CUSTOMER} />
      </div>
      <ul className="menu-list">
        <li>
          <a href={site.myWagers}>My Wagers</a>
        </li>
        <li>
          <AppLink to={paths.withdraw}>Withdraw</AppLink>
        </li>
        <li>
          <a href={site.statement}>Statement</a>
        </li>
        <li>
          <a href={site.ticketMaker}>TicketMaker</a>
        </li>
        <li>
          <a href={site.memberCenter}>Member Center</a>
        </li>
        <li>
          <a href={site.accountSettings}>Account Settings</a>
        </li>
        <li>
          <a href={site.terms}>Terms and Conditions</a>
        </li>
        <li>
          <button
            type="button"
            className="menu-list__button"
            onClick={() => dispatch(logoutClicked())}
          >
            Logout
          </button>
        </li>
      </ul>
    </Disclosure>
  );
}

/** The main site's sections; collapsed behind 'Menu' on narrow screens. */
function SiteNav({ signedIn }: { signedIn: boolean }) {
  const open = useAppSelector((state) => selectIsMenuOpen(state, 'siteNav'));
  const dispatch = useAppDispatch();
  const { mainSite, mainSiteLinks: site } = useEnvironment();
  return (
    <nav
      className={`site-nav${open ? ' site-nav--open' : ''}`}
      aria-label="Main site"
      data-menu="siteNav"
    >
      <button
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls="site-nav-links"
        onClick={() => dispatch(menuToggled({ menu: 'siteNav' }))}
      >
        <MenuIcon /> Menu
      </button>
      <ul id="site-nav-links" className="site-nav__links">
        <li>
          <ExternalLink href={mainSite}>Home</ExternalLink>
        </li>
        <li>
          <ExternalLink href={site.harness}>Harness</ExternalLink>
        </li>
        <li>
          <ExternalLink href={site.breeding}>Breeding</ExternalLink>
        </li>
        <li>
          <Disclosure menu="handicapping" label="Handicapping">
            <ul className="menu-list">
              <li>
                <ExternalLink href={site.ppStore}>Store</ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.replays}>Race Replays</ExternalLink>
              </li>
            </ul>
          </Disclosure>
        </li>
        <li>
          <Disclosure menu="rewards" label="Rewards">
            <ul className="menu-list">
              <li>
                <ExternalLink href={site.rewardsOverview}>Rewards Program Overview</ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.rewardsSignUp}>Sign Up for Rewards</ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.cashback}>Cashback for Customers</ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.redeemStoreCash}>Redeem Store Cash</ExternalLink>
              </li>
            </ul>
          </Disclosure>
        </li>
        <li>
          <ExternalLink href={site.shop}>Shop</ExternalLink>
        </li>
        <li>
          <ExternalLink href={site.fantasySports}>Fantasy Sports</ExternalLink>
        </li>
        <li>
          <ExternalLink href={site.customerService}>Customer Service</ExternalLink>
        </li>
        {signedIn ? (
          <li>
            <ExternalLink href={site.contactUs}>Contact Us</ExternalLink>
          </li>
        ) : (
          <li>
            <ExternalLink href={site.signUpBonus}>Sign-Up Bonus</ExternalLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The site header (spec 'Shared chrome'): logo, balance, Deposit (not on the deposit home), the
 * member menu or, for logged-out users, Log In; and the main site's sections.
 */
export function Header() {
  const user = useAppSelector(selectSessionUser);
  const inDepositFlow = useAppSelector(selectIsInDepositFlow);
  const { mainSite, mainSiteLinks: site } = useEnvironment();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="site-logo" href={mainSite}>
          <span className="site-logo__mark" aria-hidden="true">
            X
          </span>
          <span className="site-logo__name">Xpressbet</span>
          <span className="visually-hidden"> home</span>
        </a>
        <div className="site-header__money">
          <HeaderBalance />
          {inDepositFlow ? null : (
            <AppLink className="button button--accent header-deposit" to={paths.deposit}>
              Deposit
            </AppLink>
          )}
        </div>
        <div className="site-header__member">
          {user ? (
            <MemberMenu />
          ) : (
            <a className="button header-login" href={site.login}>
              Log In
            </a>
          )}
        </div>
      </div>
      <SiteNav signedIn={user !== null} />
    </header>
  );
}
