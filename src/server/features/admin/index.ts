/** The admin feature's public face: what scripts may use (DESIGN §3). */
export { changeUserRole, findUserIdByUsername } from './admin.service';
