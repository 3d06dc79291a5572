import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { menuClosed, menuToggled, selectIsMenuOpen, type MenuId } from '@/domain/menus/menusSlice';
import { ChevronIcon } from './Icons';

interface DisclosureProps {
  menu: Exclude<MenuId, 'siteNav'>;
  /** The button's content; its text is the button's accessible name. */
  label: ReactNode;
  className?: string;
  buttonClassName?: string;
  children: ReactNode;
}

/**
 * A disclosure menu (a button with aria-expanded and aria-controls, and the panel it shows): a
 * list of links, not an ARIA menu, so Tab moves through it as through any links. Escape closes
 * it and puts focus back on the button; choosing a link closes it; App closes it on a click
 * outside (the `data-menu` attribute marks what counts as inside).
 */
export function Disclosure({ menu, label, className, buttonClassName, children }: DisclosureProps) {
  const open = useAppSelector((state) => selectIsMenuOpen(state, menu));
  const dispatch = useAppDispatch();
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `${menu}-menu`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    dispatch(menuClosed({ menu }));
    button.current?.focus();
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) dispatch(menuClosed({ menu }));
  };

  return (
    <div
      className={`disclosure${className ? ` ${className}` : ''}`}
      data-menu={menu}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={`disclosure__button${buttonClassName ? ` ${buttonClassName}` : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => dispatch(menuToggled({ menu }))}
      >
        {label}
        <ChevronIcon className="disclosure__chevron" />
      </button>
      {/* The panel's links are chosen with click or Enter; the click closes the menu. */}
      <div id={panelId} className="disclosure__panel" hidden={!open} onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
