import './lib/zodConfig.ts';
import './styles/index.ts';
import { startApp } from './boot.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp(container);
