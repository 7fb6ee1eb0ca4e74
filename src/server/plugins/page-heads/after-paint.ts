// The few lines that load the app once the server's paint is on screen, written inline at the end
// of a painted page (an extra file would be one more request on a slow connection). The CSP allows
// exactly this text by its hash (plugins/security.ts). data-modules: the entry, then the modules to
// preload beside it.
import { createHash } from 'node:crypto'

export const AFTER_PAINT_SCRIPT =
  "(function(s){var m=s.getAttribute('data-modules').split(' ');" +
  'requestAnimationFrame(function(){setTimeout(function(){m.forEach(function(src,i){' +
  "var t=document.createElement(i?'link':'script');if(i)t.rel='modulepreload';else t.type='module';" +
  "t[i?'href':'src']=src;t.crossOrigin='';document.head.appendChild(t)})})})})(document.currentScript)"

/** The CSP source that allows the script above and nothing else inline. */
export const AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`
