/** The contacts feature's public face: what jobs may use (DESIGN §3). */
export { purgeContactsBefore } from './contacts.service';
