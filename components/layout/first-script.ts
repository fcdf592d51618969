// The page's first script, inline in the head so that it runs before the stylesheet and the
// framework: a visitor who taps or leaves before hydration keeps the visit's source, is counted,
// and has the dialog they asked for opened once the shell mounts. ES5; the CSP allows it by its
// hash (scripts/build/page-csp.ts).
import {
  COUNT_ATTRIBUTE,
  EVENTS_PATH,
  MAX_EVENTS_PER_BATCH,
  VISIT_START_FIELD,
} from '@/lib/funnel/events';
import { CLICK_IDS, VISIT_SOURCE_KEY } from '@/lib/quote/visit-note';
import { OPENS_ATTRIBUTE } from './early-clicks';

/**
 * The note, kept in this tab's sessionStorage: the first page's campaign (utm_*), which ad click
 * id was present (never its value), the referrer's origin when it is another site, and the
 * landing page without the click id. A later page of the same visit keeps the first note; the
 * batch sent first after the note is written carries the visit's start (lib/funnel/events.ts).
 *
 * The counts are queued and sent as one beacon when the browser is idle after the page's load and
 * its first paint (a request that ends before the first paint is one the paint seems to wait for,
 * to Lighthouse's simulation), or at once when the page is hidden or left. The dialogs' buttons,
 * `data-count` elements and tel: and mailto: links count their clicks here, before and after
 * hydration alike; before it, a dialog's button is also remembered (early-clicks.ts). Without
 * `countVisits` (a site the Worker does not answer, lib/site/env.ts) the queue is dropped instead
 * of sent: the note and the early clicks stay.
 */
export function firstScript({ countVisits }: { countVisits: boolean }): string {
  const send = countVisits
    ? `function S(){t=0;while(q.length)try{navigator.sendBeacon('${EVENTS_PATH}',JSON.stringify({s:s,${VISIT_START_FIELD}:f,p:l.pathname,e:q.splice(0,${MAX_EVENTS_PER_BATCH})}));f=void 0}catch(e){}}`
    : 'function S(){q.length=t=0}';
  return `(function(w,d,l){var q=[],t=0,s,f,k='${VISIT_SOURCE_KEY}';try{s=sessionStorage.getItem(k);if(s===null){var p=new URLSearchParams(l.search),n={},c=${JSON.stringify(CLICK_IDS)},u=['Source','Medium','Campaign','Term','Content'],i,v,r=d.referrer&&new URL(d.referrer).origin;for(i=0;i<5;i++)if(v=p.get('utm_'+u[i].toLowerCase()))n['utm'+u[i]]=v;for(i=0;i<c.length;i++){if(!n.clickId&&p.has(c[i]))n.clickId=c[i];p['delete'](c[i])}if(r&&r!='null'&&r!=l.origin)n.referrer=r;p=''+p;n.landingPage=l.pathname+(p?'?'+p:'');s=JSON.stringify(n);sessionStorage.setItem(k,s);f=1}s=JSON.parse(s)}catch(e){}
${send}
function R(){(w.requestIdleCallback||setTimeout)(S,{timeout:2e3})}
function I(){try{new PerformanceObserver(function(l,o){l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),R())}).observe({type:'paint',buffered:!0})}catch(e){R()}}
function H(){return d.visibilityState=='hidden'}
var C=w.__nfCount=function(e){q.push(e);if(H())S();else if(!t){t=1;d.readyState=='complete'?I():w.addEventListener('load',I)}};
w.addEventListener('pagehide',S);d.addEventListener('visibilitychange',function(){H()&&S()});
d.addEventListener('click',function(e){var a=e.target,o,k;a=a&&a.closest&&a.closest('[${OPENS_ATTRIBUTE}],[${COUNT_ATTRIBUTE}],a[href^="tel:"],a[href^="mailto:"]');if(!a)return;o=a.getAttribute('${OPENS_ATTRIBUTE}');k=a.getAttribute('${COUNT_ATTRIBUTE}');if(o&&!d.documentElement.hasAttribute('data-hydrated'))w.__earlyClick={dialog:o,opener:a};if(k!=='')C(o?(o=='quote'?'panel':'meeting'):k||(a.href.indexOf('tel:')?'email':'phone'))},true);
C('view')})(window,document,location)`;
}
