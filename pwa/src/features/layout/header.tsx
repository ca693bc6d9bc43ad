// Site header: logo, main navigation with the current page marked, EN/PL switch, search,
// Call now and WhatsApp; sticky (anchors and focus scroll to below it), restyled once the page
// scrolls past 20 px; an accessible mobile menu (Escape closes it and returns focus to its
// button; navigating closes it).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../shared/links.tsx';
import { site, telHref } from '../../shared/site.ts';
import { langFromPath, localize, menuRoutes, pathOf } from '../../shared/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Icon } from './icon.tsx';

/** Past this many pixels of scroll the header changes style. */
export const SCROLL_THRESHOLD = 20;

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    // Reading scrollY lays the page out if anything changed. Read at once, that layout falls in
    // a hydration task; in the next frame, it is the layout the frame does anyway.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  // Anchors and focus scroll to just below the header, however many rows it has: the
  // stylesheet's scroll padding is a guess at the tallest, this is its height. Not inherited, so
  // setting it restyles the root element alone.
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `calc(${element.offsetHeight}px + 1rem)`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);

  // Listening from hydration on, not from the render that opens the menu: an effect added on
  // opening runs after paint, so an Escape pressed at once was missed.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && openRef.current) {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The menu's pages are content/routes.toml's `menu = true` ones.
  const items = menuRoutes(lang);
  const home = localize('/', lang);

  return (
    <header ref={header} className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <div className="header-inner">
        <Link to={home} className="logo" aria-label={`${site.brand.short_name} – ${t('common.home')}`}>
          <img src="/icons/icon.svg" alt="" width="40" height="40" />
          <span className="logo-text">{site.brand.short_name}</span>
        </Link>
        <a className="header-call" href={telHref}>
          <Icon name="phone" />
          <span>{t('common.callNow')}</span>
        </a>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span>{open ? t('common.closeMenu') : t('common.menu')}</span>
        </button>
        <div id={menuId} className={`header-menu${open ? ' is-open' : ''}`}>
          <nav aria-label={t('common.mainNav')}>
            <ul className="nav-list">
              {items.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.path} end>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            <Link to={pathOf('search', lang)} className="header-search">
              <Icon name="search" />
              <span>{t('common.search')}</span>
            </Link>
            <LanguageSwitch />
            <a className="button button-primary" href={telHref}>
              <Icon name="phone" />
              <span>
                {`${t('common.callNow')} `}
                <span className="nowrap">{site.contact.phone}</span>
              </span>
            </a>
            <a className="button button-whatsapp" href={site.contact.whatsapp_url}>
              <Icon name="whatsapp" />
              <span>{t('common.whatsapp')}</span>
            </a>
          </div>
        </div>
      </div>
    </header>
  );
}
