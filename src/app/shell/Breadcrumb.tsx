import { AppLink } from '@/components/AppLink';
import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '@/domain/storeHooks';
import { selectLocation } from '@/domain/location/locationSlice';
import { breadcrumbFor } from './breadcrumb';

/** The breadcrumb of the current location; null where the page has none. */
const selectBreadcrumb = createSelector([selectLocation], ({ pathname, search }) =>
  breadcrumbFor(pathname, search),
);

/** Where the page sits: Deposit, Withdraw or Terms and Conditions, then the method. */
export function Breadcrumb() {
  const crumbs = useAppSelector(selectBreadcrumb);
  if (!crumbs) return null;
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol className="breadcrumb__list">
        {crumbs.map(({ label, path }) => (
          <li key={label} className="breadcrumb__item">
            {path === null ? (
              <span aria-current="page">{label}</span>
            ) : (
              <AppLink to={path}>{label}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
