// motion's animation features (the bulk of it), fetched apart from lib/motion.tsx so that a part
// that animates can draw at once, before they have come.
export { domAnimation as default } from 'framer-motion';
