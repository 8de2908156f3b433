// Google Ads consent popup: copy the refresh token, or store it (encrypted) in this workspace, then close.
// Served as a file because the Content-Security-Policy allows no inline script.
const status = document.getElementById('status');
const token = document.getElementById('token');
const say = (text) => {
  if (status) status.textContent = text;
};

document.getElementById('copy')?.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(token?.value ?? '');
    say('Copied. Paste it into GOOGLE_ADS_REFRESH_TOKEN in your host’s secrets.');
  } catch {
    token?.select();
    say('Select the token and copy it with Ctrl+C / Cmd+C.');
  }
});

document.getElementById('store')?.addEventListener('click', async (event) => {
  const button = event.currentTarget;
  button.disabled = true;
  say('Storing…');
  const response = await fetch('/api/google-ads/connection/store-token', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => null);
  if (response?.ok) {
    say('Stored in this workspace, encrypted. No restart needed: you can close this window.');
    if (token) token.value = '';
  } else {
    button.disabled = false;
    say('Could not store the token. Copy it instead, or try again.');
  }
});

document.getElementById('close')?.addEventListener('click', () => window.close());
