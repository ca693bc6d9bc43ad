// React Router's links, as every page uses them, without `data-discover`: that attribute serves
// the framework mode's route discovery, which this data router does not use (it is created with
// every route), so on every link it was bytes of HTML for nothing. A nav link carries no empty `class` when it is not the page's.
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink({ className, ...props }: NavLinkProps) {
  return (
    <RouterNavLink
      discover="none"
      className={className ?? (({ isActive }) => (isActive ? 'active' : undefined))}
      {...props}
    />
  );
}
