/** The notifications feature's public face: the header's bell (composed by the signed-in layout). */
export { NotificationBell } from './components/notification-bell';
