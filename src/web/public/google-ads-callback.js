// Google Ads consent popup: the server has already stored the refresh token (encrypted); this page only says how
// it went. The setup page sees the new connection by polling, because Cross-Origin-Opener-Policy cuts this
// window off from its opener once it has been to Google. Served as a file: the CSP allows no inline script.
document.getElementById('close')?.addEventListener('click', () => window.close());
