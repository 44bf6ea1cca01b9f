/** Names every plain object answers through its prototype (issue 28: an editor typed `constructor` as an icon). */
export const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString']
