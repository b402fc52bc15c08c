// The header's Services dropdown, with Mantine's Menu (its popover and focus trap are 26 KB gz):
// fetched when the visitor reaches for it (SitePage's ServicesNav), not with the page.
import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { SERVICE_LINKS } from './nav.ts';
import { ServicesButton } from './ServicesButton.tsx';

/** Opened at once: it replaces the plain button the visitor pressed (SitePage's ServicesNav). */
export function ServicesMenu() {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      position="bottom-start"
      offset={6}
      width={240}
      withinPortal={false}
      defaultOpened
      // Closed with the focus on an item (Escape), the focus goes back to the button, not to the
      // page body. Mantine's returnFocus cannot: it notes what to return to only when a menu opens
      // after it mounted, and this one mounts open, in place of the button that had the focus.
      onClose={() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[role="menu"]')) {
          button.current?.focus();
        }
      }}
    >
      <Menu.Target>
        <ServicesButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        {SERVICE_LINKS.map((service) => (
          <Menu.Item key={service.slug} component={Link} to={`/services/${service.slug}`}>
            {service.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
