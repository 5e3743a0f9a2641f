import { orderStatusName } from './statuses';
import { TRANSITIONS, abilitiesOf, runStatesOf } from './transitions';

/** The transition table as markdown (README.md's Order lifecycle section embeds it; a test keeps them equal). */
export function transitionsMarkdown(): string {
  const status = (n: number) => `${n} ${orderStatusName(n)}`;
  const rows = TRANSITIONS.map((t) => {
    const who = [abilitiesOf(t).length ? abilitiesOf(t).map((a) => `\`${a}\``).join(' or ') : null, t.customer ? 'customer' : null, t.system ? 'system' : null].filter(Boolean).join(', ');
    const effects = t.effects.length ? t.effects.map((e) => `\`${e}\``).join(', ') : '—';
    const extra = [t.patch?.length ? `sets ${t.patch.join(', ')}` : null, t.events?.length ? `also emits ${t.events.join(', ')}` : null].filter(Boolean).join('; ');
    return `| \`${t.action}\` | ${t.from.map(status).join(', ')} | ${runStatesOf(t).join(', ')} | ${status(t.to)} | ${who} | ${effects} | ${t.description}${extra ? ` (${extra})` : ''} |`;
  });
  return ['| Action | From | Order\'s run | To | Who (ability) | Side effects (same transaction) | What happens |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}
