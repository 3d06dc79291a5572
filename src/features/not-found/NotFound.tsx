import { AppLink } from '@/components/AppLink';
import { ScreenTitle } from '@/components/ScreenTitle';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <section className="screen not-found">
      <ScreenTitle>This page just SCRATCHED!</ScreenTitle>
      <p>
        The page you are looking for might have been removed, had its URL changed, or is temporarily
        unavailable.
      </p>
      <AppLink className="button button--primary" to={paths.home}>
        Go Back!
      </AppLink>
    </section>
  );
}
