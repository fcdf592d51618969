// Starts Decap CMS (bundled with the site's previews into /admin/decap/ by the build) with
// config.yml, adding what only the page knows: the site's origin, whose Worker signs in with
// GitHub, and the repository, from the build (CMS_GITHUB_REPO).
window.CMS_MANUAL_INIT = true;

// The hosts on which Decap looks for its local backend (decap-server, which `npm run dev`
// starts), and needs no repository.
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** What the site's owner needs to know (index.html), instead of Decap's "needs a repo" error. */
function showNotSetUp() {
  document.title = 'Content editor: not set up';
  document.getElementById('not-set-up').hidden = false;
}

/**
 * Locally the editor's origin is localhost and the public site's 127.0.0.1, on the same port, as
 * a deployment has two hosts. Under `npm start` the Worker sends 127.0.0.1's /admin/ away itself;
 * under `npm run dev`, next dev serves this page on both, so the page does it.
 */
function onPublicLocalOrigin() {
  if (window.location.hostname !== '127.0.0.1') return false;
  const editor = new URL(window.location.href);
  editor.hostname = 'localhost';
  window.location.replace(editor.href);
  return true;
}

function siteUrlOf(settings) {
  if (!LOCAL_HOSTS.includes(window.location.hostname)) return settings.siteUrl;
  const site = new URL(window.location.origin);
  site.hostname = '127.0.0.1';
  return site.origin;
}

async function start() {
  if (onPublicLocalOrigin()) return;
  const settings = await fetch('/admin/settings.json')
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  if (!settings.repo && !LOCAL_HOSTS.includes(window.location.hostname)) return showNotSetUp();
  const bundle = document.createElement('script');
  // Decap CMS with the site's previews (scripts/build/editor-preview-bundle.ts).
  bundle.src = '/admin/decap/editor.js';
  bundle.addEventListener('load', () => {
    window.CMS.init({
      config: {
        backend: {
          base_url: window.location.origin,
          ...(settings.repo ? { repo: settings.repo } : {}),
        },
        // Where an entry's "View Live" link goes: the public site, with each collection's
        // preview_path. Locally that is 127.0.0.1 on this port (npm start and npm run dev).
        ...(siteUrlOf(settings) ? { site_url: siteUrlOf(settings) } : {}),
      },
    });
  });
  document.head.append(bundle);
}

// start() settles on its own: a missing settings file reads as none.
void start();
