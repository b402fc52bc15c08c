// framer-motion's animation features, loaded after the first paint (LazyMotion in HomePage).
export { domAnimation as default } from 'framer-motion';
