import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load as loadYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { checkRequirementIds, compareRequirementIds, requirementAnchor, requirementLabel, type CriterionStepIds, type RegisteredRequirement } from './requirement-ids.ts';

const RELEASED = new Date('2026-11-27');

function entry(id: string, title = `Schritt ${id}`, more: Partial<RegisteredRequirement> = {}): RegisteredRequirement {
  return { id, criterion: Number(id.split('.')[0]), title, released: RELEASED, ...more };
}

/** Criterion 6 with steps 6.1–6.3 and criterion 7 with 7.1, all registered. */
function fixture() {
  const criteria: CriterionStepIds[] = [
    { file: 'kriterien/6.mdx', criteriaIndex: 6, steps: [{ id: '6.1', title: 'A' }, { id: '6.2', title: 'B' }, { id: '6.3', title: 'C' }] },
    { file: 'kriterien/7.mdx', criteriaIndex: 7, steps: [{ id: '7.1', title: 'D' }] },
  ];
  const register = [entry('6.1'), entry('6.2'), entry('6.3'), entry('7.1')];
  return { criteria, register };
}

describe('requirement IDs', () => {
  it('accepts steps that match the register, in any order of the steps', () => {
    const { criteria, register } = fixture();
    expect(checkRequirementIds(criteria, register)).toEqual([]);
    // Reordering steps never renumbers: the IDs travel with the steps.
    const reordered = criteria.map((c) => ({ ...c, steps: [...c.steps].reverse() }));
    expect(checkRequirementIds(reordered, register)).toEqual([]);
  });

  it('refuses a step without ID', () => {
    const { criteria, register } = fixture();
    criteria[1] = { ...criteria[1]!, steps: [{ id: '7.1', title: 'D' }, { title: 'Neu' }] };
    expect(checkRequirementIds(criteria, register)).toEqual([expect.stringMatching(/^kriterien\/7\.mdx, Schritt „Neu“: die ID fehlt/)]);
  });

  it('refuses an ID that two steps carry', () => {
    const { criteria, register } = fixture();
    criteria[0] = { ...criteria[0]!, steps: [{ id: '6.1', title: 'A' }, { id: '6.2', title: 'B' }, { id: '6.2', title: 'C' }] };
    const problems = checkRequirementIds(criteria, register);
    expect(problems).toContain('kriterien/6.mdx, Schritt „C“: die ID „6.2“ trägt schon kriterien/6.mdx, Schritt „B“.');
    // 6.3 is now carried by no step and not withdrawn.
    expect(problems.some((p) => p.includes('„6.3“') && p.includes('trägt kein Schritt mehr'))).toBe(true);
  });

  it('refuses an ID that is not in the register', () => {
    const { criteria, register } = fixture();
    criteria[1] = { ...criteria[1]!, steps: [{ id: '7.1', title: 'D' }, { id: '7.2', title: 'E' }] };
    expect(checkRequirementIds(criteria, register)).toEqual(['kriterien/7.mdx, Schritt „E“: die ID „7.2“ steht nicht im Register anforderungen.yaml; tragen Sie sie dort ein.']);
    expect(checkRequirementIds(criteria, [...register, entry('7.2', 'E')])).toEqual([]);
  });

  it('refuses a registered ID that disappears without being withdrawn, and accepts it withdrawn', () => {
    const { criteria, register } = fixture();
    criteria[0] = { ...criteria[0]!, steps: criteria[0]!.steps.filter((s) => s.id !== '6.2') };
    expect(checkRequirementIds(criteria, register)).toEqual([expect.stringContaining('anforderungen.yaml: die ID „6.2“ („Schritt 6.2“) trägt kein Schritt mehr')]);
    const withdrawn = register.map((e) => (e.id === '6.2' ? { ...e, withdrawn: { date: new Date('2027-01-01'), reason: 'zusammengelegt mit 6.1' } } : e));
    expect(checkRequirementIds(criteria, withdrawn)).toEqual([]);
  });

  it('refuses to reuse a withdrawn ID', () => {
    const { criteria, register } = fixture();
    const withdrawn = register.map((e) => (e.id === '6.3' ? { ...e, withdrawn: { date: new Date('2027-01-01'), reason: 'entfällt' } } : e));
    expect(checkRequirementIds(criteria, withdrawn)).toEqual([expect.stringMatching(/Schritt „C“: die ID „6\.3“ ist zurückgezogen und darf nicht wieder vergeben werden/)]);
  });

  it('refuses an ID whose criterion changes', () => {
    const { criteria, register } = fixture();
    // Step 6.3 moved to criterion 7 and kept its ID.
    criteria[0] = { ...criteria[0]!, steps: criteria[0]!.steps.slice(0, 2) };
    criteria[1] = { ...criteria[1]!, steps: [{ id: '7.1', title: 'D' }, { id: '6.3', title: 'C' }] };
    expect(checkRequirementIds(criteria, register)).toEqual(['kriterien/7.mdx, Schritt „C“: die ID „6.3“ gehört zu Kriterium 6; eine ID wechselt nie das Kriterium.']);
  });

  it('refuses a register that lists an ID twice, in another criterion than its number, in the wrong form, or with a gap', () => {
    const { criteria, register } = fixture();
    expect(checkRequirementIds(criteria, [...register, entry('6.1')])).toEqual(['anforderungen.yaml: die ID „6.1“ steht mehrmals im Register.']);
    expect(checkRequirementIds(criteria, register.map((e) => (e.id === '7.1' ? { ...e, criterion: 8 } : e)))).toEqual([
      'anforderungen.yaml: die ID „7.1“ gehört nach ihrer Nummer zu Kriterium 7, steht aber bei criterion 8.',
      'kriterien/7.mdx, Schritt „D“: die ID „7.1“ gehört zu Kriterium 8; eine ID wechselt nie das Kriterium.',
    ]);
    expect(checkRequirementIds(criteria, [...register, entry('6.04')])).toEqual(['anforderungen.yaml: die ID „6.04“ hat nicht die Form Kriterium.Nummer (zum Beispiel „6.3“).']);
    // 6.2 deleted from the register and from the steps: the gap gives it away.
    const withoutStep = criteria.map((c) => ({ ...c, steps: c.steps.filter((s) => s.id !== '6.2') }));
    expect(checkRequirementIds(withoutStep, register.filter((e) => e.id !== '6.2'))).toEqual([expect.stringMatching(/^anforderungen\.yaml: die ID „6\.2“ fehlt im Register/)]);
  });

  it('cites, anchors and sorts IDs', () => {
    expect(requirementLabel('6.3')).toBe('Anforderung 6.3');
    expect(requirementAnchor('6.3')).toBe('anforderung-6-3');
    expect(requirementAnchor('13.10')).toBe('anforderung-13-10');
    expect(['7.1', '6.10', '13.2', '6.3'].sort(compareRequirementIds)).toEqual(['6.3', '6.10', '7.1', '13.2']);
  });
});

describe('the committed criteria and register', () => {
  it('agree', () => {
    const dir = fileURLToPath(new URL('../content/kriterien/', import.meta.url));
    const criteria = readdirSync(dir).map((name) => {
      const text = readFileSync(dir + name, 'utf8');
      const data = loadYaml(text.split(/^---$/m)[1]!) as { criteriaIndex: number; steps: { id?: string; title: string }[] };
      return { file: `kriterien/${name}`, criteriaIndex: data.criteriaIndex, steps: data.steps };
    });
    const register = loadYaml(readFileSync(new URL('../content/anforderungen.yaml', import.meta.url), 'utf8')) as RegisteredRequirement[];
    expect(checkRequirementIds(criteria, register)).toEqual([]);
    expect(register.length).toBeGreaterThanOrEqual(76);
  });
});
