import { breadcrumbFor } from '@/app/shell/breadcrumb';
import { hasBreadcrumb, routes } from './routes';

describe('the route table', () => {
  it.each(routes.map((route) => [route.path, hasBreadcrumb(route.path)]))(
    '%s keeps a place for the breadcrumb exactly when it shows one (%s)',
    (path, breadcrumb) => {
      for (const search of ['', '?context=withdraw']) {
        expect(breadcrumbFor(path, search) !== null).toBe(breadcrumb);
      }
    },
  );
});
