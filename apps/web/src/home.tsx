// The home page's entry (the server starts it instead of main.tsx on `/`): the page the server
// drew, hydrated without the router or React Query, which the rest of the site starts with.
import './lib/zodConfig.ts';
import './styles/index.ts';
import { startHome } from './bootHome.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
startHome(container);
