import { ScreenTitle } from './ScreenTitle';

/** A titled stand-in for a screen that is not built yet. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section className="screen">
      <ScreenTitle>{title}</ScreenTitle>
      <p>This screen is coming soon.</p>
    </section>
  );
}
