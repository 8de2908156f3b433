/**
 * The approvals feature's public face for other features: the dashboard's way to the queue. The page itself is not
 * re-exported here: the router lazy-loads it from its own file, and a re-export would pull the whole page into the
 * dashboard's first load (checked with `vite build`: the dashboard chunk then imported the page's chunk).
 */
export { ApprovalsLink } from './components/approvals-link';
