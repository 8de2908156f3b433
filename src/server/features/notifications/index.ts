/** The notifications feature's public face: how other features tell a user something (DESIGN §3). */
export { type NotificationInput, notifyUser } from './notifications.service';
