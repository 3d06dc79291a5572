import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary';
import { NotFound } from '@/features/not-found/NotFound';
import { selectPathname } from '@/features/navigation/locationSlice';
import { AppRouter } from './AppRouter';
import { useAppSelector } from './hooks';
import { routes } from './routes';

export function App() {
  const pathname = useAppSelector(selectPathname);
  return (
    <AppRouter>
      <main id="main" className="app-main" tabIndex={-1}>
        <ScreenErrorBoundary resetKey={pathname} homeHref={`#${paths.home}`}>
          <Routes>
            {routes.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </ScreenErrorBoundary>
      </main>
    </AppRouter>
  );
}
