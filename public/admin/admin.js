// Starts Decap CMS (its bundle copied from node_modules into /admin/decap/ by the build) with
// config.yml, adding what only the page knows: the site's origin, whose Worker signs in with
// GitHub, and the repository, from the build (CMS_GITHUB_REPO).
window.CMS_MANUAL_INIT = true;

// The hosts on which Decap looks for its local backend (decap-server, which `npm run dev`
// starts), and needs no repository.
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** What the site's owner needs to know, instead of Decap's own "needs a repo" error. */
function showNotSetUp() {
  document.title = 'Content editor: not set up';
  const main = document.createElement('main');
  main.style.cssText =
    'max-width:40rem;margin:4rem auto;padding:0 1rem;font:1rem/1.6 system-ui,sans-serif;color:#0f172a';
  const heading = document.createElement('h1');
  heading.style.lineHeight = '1.2';
  heading.textContent = 'The content editor is not set up on this site';
  const why = document.createElement('p');
  why.textContent =
    'It edits the site’s GitHub repository, and this build does not name one. Build the site with CMS_GITHUB_REPO set to the repository (owner/name) and deploy it again: the deployment guide in the repository, docs/deploying.md, gives each step.';
  const local = document.createElement('p');
  local.textContent =
    'To edit on your own computer instead, run npm run dev in the repository and open localhost:3000/admin/ in the browser.';
  main.append(heading, why, local);
  document.body.append(main);
}

async function start() {
  const settings = await fetch('/admin/settings.json')
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  if (!settings.repo && !LOCAL_HOSTS.includes(window.location.hostname)) return showNotSetUp();
  const bundle = document.createElement('script');
  bundle.src = '/admin/decap/decap-cms.js';
  bundle.addEventListener('load', () => {
    window.CMS.init({
      config: {
        backend: {
          base_url: window.location.origin,
          ...(settings.repo ? { repo: settings.repo } : {}),
        },
      },
    });
  });
  document.head.append(bundle);
}

start();
