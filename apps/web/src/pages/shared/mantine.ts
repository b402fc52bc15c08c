// Mantine CSS of the components the content pages use (the entry ships only the basics: styles/index.ts).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/VisuallyHidden.css';
