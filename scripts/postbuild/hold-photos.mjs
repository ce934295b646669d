// Runs in <head>, in the same inline script as the script loader (defer-scripts.mjs
// `headScript`, which gives it `d`, the document).
// Chromium starts a lazy photo 1250–2500 px before it comes into view, so on a phone the
// photo below the hero (the home portrait, the about journey photo) downloads alongside the
// hero, delays the largest paint, and is paid for on every visit whether or not anyone
// scrolls to it. This holds each lazy photo as the parser adds it (its `srcset` and `src`,
// and those of its <picture>'s sources) and gives them back when the photo comes into view;
// the browser's own lazy loading then fetches it. Without script nothing is held: the HTML
// keeps every attribute. Photos the client router renders later are never held.
// Modern syntax on purpose: a browser that cannot parse it cannot run Next's scripts either.
export const photoHold = `{let S='srcset',R='src',io=new IntersectionObserver(l=>l.forEach(({isIntersecting:v,target:i})=>v&&(io.unobserve(i),i.h.forEach(([e,s,r])=>{s&&e.setAttribute(S,s);r&&e.setAttribute(R,r)})))),f=()=>d.querySelectorAll('img[loading=lazy]').forEach(i=>{let p=i.parentNode;i.h||(i.h=[...p.localName=='picture'?p.children:[i]].map(e=>{let a=[e,e.getAttribute(S),e.getAttribute(R)];e.removeAttribute(S);e.removeAttribute(R);return a}),io.observe(i))}),m=new MutationObserver(f);m.observe(d,{childList:!0,subtree:!0});d.addEventListener('DOMContentLoaded',()=>{f();m.disconnect()})}`;
