// The header's Services dropdown, with Mantine's Menu (its popover and focus trap are 26 KB gz):
// fetched when the visitor reaches for it (SitePage's ServicesNav), not with the page.
import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SERVICE_LINKS } from './nav.ts';
import { ServicesButton } from './ServicesButton.tsx';

/** Opened at once: it replaces the plain button the visitor pressed (SitePage's ServicesNav). */
export function ServicesMenu() {
  return (
    <Menu position="bottom-start" offset={6} width={240} withinPortal={false} defaultOpened>
      <Menu.Target>
        <ServicesButton />
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
