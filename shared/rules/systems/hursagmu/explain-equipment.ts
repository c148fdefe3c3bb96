import type { BookSource, ValueExplanation } from '../../core/explain';
import { HURSAGMU_ARMOR_ROWS, HURSAGMU_BOOK as B, HURSAGMU_LIST_ROWS, HURSAGMU_SIZE_ROWS } from './book';
import { itemLabel } from './equipment';
import { explained } from './explain-words';
import { HURSAGMU_READINGS as R } from './readings';
import type { EquipmentItem } from './schemas';
import type { FocusSheet, GearSheet, HursagmuSheet, WeaponSheet } from './sheet';
import { LIST_ITEMS } from './tables';

/* The equipment of a HURSAGMU sheet, explained: as bought, and the weapons, armor, shield, foci and gear it makes. */

function kindSources(item: EquipmentItem): { sources: BookSource[]; reading?: string } {
  switch (item.kind) {
    case 'weapon':
      return { sources: [B.weaponNames, B.baseDamage, HURSAGMU_SIZE_ROWS[item.size]], reading: R.warOnly };
    case 'armor':
      return {
        sources: [B.armorNames, B.armorWeight, HURSAGMU_ARMOR_ROWS[item.points] ?? B.armorDear],
        reading: R.armorRows,
      };
    case 'shield':
      return { sources: [B.shieldPrice, B.shieldDefense], reading: R.shield };
    case 'focus':
      return { sources: [B.focusLevels, B.focusExample], reading: R.focus };
    case 'gear':
      return { sources: [HURSAGMU_LIST_ROWS[item.item] ?? B.pricesInCopper] };
  }
}

export function explainEquipment(s: HursagmuSheet): ValueExplanation[] {
  if (s.equipment.length === 0)
    return [
      explained('sheet.equipment', 'No equipment: none bought at creation nor acquired in play', [B.pricesInCopper]),
    ];
  return s.equipment.flatMap((item, i) => {
    const { sources, reading } = kindSources(item);
    return Object.entries(item).map(([key, value]) =>
      explained(
        `sheet.equipment.${i}.${key}`,
        `${itemLabel(item)}, bought at creation (creation.equipment) or acquired in play: ${key} ${JSON.stringify(value)}, as the player chose it`,
        sources,
        [],
        reading,
      ),
    );
  });
}

function weaponDamageWords(w: WeaponSheet): string {
  const parts = [`${w.size} ${w.size === 'small' ? 8 : w.size === 'medium' ? 10 : 12}`];
  if (w.throwable) parts.push('throwable -2');
  if (w.missile) parts.push('missile -2');
  if (w.mechanical) parts.push('mechanical +2');
  return `${parts.join(' ')} = ${w.bookDamage}`;
}

function damageSources(w: WeaponSheet): BookSource[] {
  const out = [B.baseDamage, B.size, HURSAGMU_SIZE_ROWS[w.size]];
  if (w.throwable) out.push(B.throwable);
  if (w.missile) out.push(B.missile);
  if (w.mechanical) out.push(B.mechanical);
  return out;
}

function priceWords(w: WeaponSheet): string {
  const size = w.size === 'small' ? 100 : w.size === 'medium' ? 200 : 400;
  const parts = [`${w.size} ${size} cc`];
  if (w.missile) parts.push('x10 missile');
  if (w.mechanical) parts.push('x10 mechanical');
  else if (w.warOnly) parts.push('x10 made only for war');
  return `${parts.join(' ')} = ${w.price} cc`;
}

function explainWeapon(w: WeaponSheet, i: number, s: HursagmuSheet): ValueExplanation[] {
  const at = `sheet.weapons.${i}`;
  const size = HURSAGMU_SIZE_ROWS[w.size];
  const dmg = damageSources(w);
  const revisedWords = s.revised ? `, 4 lighter with the revised encounters: ${w.bookDamage} - 4` : '';
  const strength = w.addsStrength ? `+ Strength ${s.strength}` : '+ no Strength (mechanical)';
  const priceReading = w.size === 'small' ? R.smallWeapon : R.weaponPrice;
  const chosen = (key: string, v: unknown) =>
    explained(
      `${at}.${key}`,
      `${w.name}: ${key} ${JSON.stringify(v)}, the player’s choice in the weapon builder`,
      [B.weaponNames, size],
      [],
      key === 'warOnly' ? R.warOnly : undefined,
    );
  return [
    explained(
      `${at}.addsStrength`,
      `${w.name} ${w.addsStrength ? 'adds' : 'does not add'} Strength to its damage: ${w.mechanical ? 'mechanical' : 'not mechanical'}`,
      [B.strengthDamage, B.mechanicalNoStrength],
      [],
      R.strengthAdded,
    ),
    explained(`${at}.bookDamage`, `Damage by the book’s builder = base 10, ${weaponDamageWords(w)}`, dmg),
    explained(`${at}.concealment`, `${w.name} is ${w.size}: concealment ${w.concealment ?? 'not possible'}`, [
      B.size,
      size,
    ]),
    explained(
      `${at}.damage`,
      s.revised
        ? `Damage = the book’s ${w.bookDamage}${revisedWords} = ${w.damage}`
        : `Damage = the book’s ${w.bookDamage}, the book’s encounters playing = ${w.damage}`,
      s.revised ? [...dmg, B.revisedLance] : dmg,
      s.revised ? ['settings.revisedEncounters'] : [],
      s.revised ? R.revisedDamage : undefined,
    ),
    explained(
      `${at}.hands`,
      `${w.name}: ${w.missile ? 'a missile weapon, two hands regardless of size' : `${w.size}, ${w.hands} hand${w.hands === 1 ? '' : 's'}`} = ${w.hands}`,
      w.missile ? [B.missileHands] : [B.size, size],
    ),
    chosen('id', w.id),
    explained(
      `${at}.maxRange`,
      w.maxRange === null
        ? `${w.name} is no missile weapon: no reach beyond its range increment`
        : `Reach = 30 spaces × the book’s damage ${w.bookDamage} = ${w.maxRange} spaces`,
      [B.missileRange],
      [],
      w.maxRange === null ? undefined : R.missileReach,
    ),
    chosen('mechanical', w.mechanical),
    chosen('missile', w.missile),
    chosen('name', w.name),
    explained(
      `${at}.price`,
      `Price = ${priceWords(w)}`,
      [B.crossbowPrice, B.swordPrice, B.warPrice, B.pricesInCopper],
      [],
      priceReading,
    ),
    explained(
      `${at}.rangeIncrement`,
      `Range increment = ${w.missile ? 'missile weapon 5' : w.throwable ? 'thrown weapon 1' : 'melee weapon 0'} = ${w.rangeIncrement}`,
      [B.rangeIncrement, w.missile ? B.missileRangeIncrement : w.throwable ? B.thrownRange : B.meleeRange],
    ),
    explained(
      `${at}.reloadAction`,
      `${w.name} ${w.reloadAction ? 'takes an action to reload: mechanical' : 'reloads and fires in one action: not mechanical'}`,
      [B.mechanical],
    ),
    chosen('size', w.size),
    chosen('throwable', w.throwable),
    explained(
      `${at}.thrownPenalty`,
      `Thrown, ${w.name} has ${w.throwable ? 'no penalty: throwable' : '-6 to hit: not throwable'} = ${w.thrownPenalty}`,
      [B.throwable],
    ),
    explained(
      `${at}.totalDamage`,
      `Damage in play = weapon ${w.damage} ${strength} = ${w.totalDamage}`,
      [B.strengthDamage, ...(w.mechanical ? [B.mechanicalNoStrength] : [])],
      [],
      R.strengthAdded,
    ),
    explained(`${at}.weight`, `${w.name} is ${w.size}: ${w.weight} lb`, [size]),
    chosen('warOnly', w.warOnly),
  ];
}

function explainArmor(s: HursagmuSheet): ValueExplanation[] {
  const a = s.armor;
  if (a === null) return [explained('sheet.armor', 'No armor worn', [B.armorEndurance, B.armorSubtracted])];
  const row = HURSAGMU_ARMOR_ROWS[a.points];
  const table = row ? [B.armorWeight, row] : [B.armorWeight, B.armorDear];
  const at = 'sheet.armor';
  return [
    explained(
      `${at}.endurance`,
      `Endurance = Strength ${s.strength} + armor ${a.points} = ${a.endurance}`,
      [B.armorEndurance],
      [],
      R.armorEndurance,
    ),
    explained(`${at}.id`, `The armor worn: ${a.name} (id "${a.id}"), the first suit on the character`, [B.armorNames]),
    explained(
      `${at}.name`,
      `${a.name}: the player’s name, or the table’s for ${a.points} points`,
      [B.armorNames, ...(row ? [row] : [])],
      [],
      R.armorRows,
    ),
    explained(
      `${at}.points`,
      `${a.name}: ${a.points} points of protection, as the player chose`,
      table,
      [],
      R.armorRows,
    ),
    explained(
      `${at}.price`,
      row
        ? `${a.points} points cost ${a.price} cc, the table’s row`
        : `${a.points} points: twice the price of ${a.points - 1} = ${a.price} cc`,
      table,
      [],
      R.armorRows,
    ),
    explained(`${at}.weight`, `Weight = 10 lb × ${a.points} points = ${a.weight} lb`, [B.armorWeight], [], R.carried),
  ];
}

function explainShield(s: HursagmuSheet): ValueExplanation[] {
  const sh = s.shield;
  if (sh === null) return [explained('sheet.shield', 'No shield carried', [B.shieldDefense])];
  const src = [B.shieldPrice, B.shieldDefense];
  return [
    explained(
      'sheet.shield.defenseBonus',
      `A shield gives +${sh.defenseBonus} to Defense`,
      [B.shieldDefense],
      [],
      R.shield,
    ),
    explained('sheet.shield.id', `The shield carried (id "${sh.id}"), the first on the character`, src, [], R.shield),
    explained('sheet.shield.material', `A ${sh.material} shield, as the player chose`, src),
    explained('sheet.shield.price', `A ${sh.material} shield costs ${sh.price} cc`, [B.shieldPrice]),
    explained('sheet.shield.weight', `A shield weighs ${sh.weight} lb`, src, [], R.shield),
  ];
}

function explainFocus(f: FocusSheet, i: number, s: HursagmuSheet): ValueExplanation[] {
  const at = `sheet.foci.${i}`;
  const src = [B.focusLevels, B.focusExample];
  const command = s.traits.find((t) => t.id === 'command')?.level ?? 0;
  const willpower = s.traits.find((t) => t.id === 'willpower')?.level ?? 0;
  const sum = f.power + f.negation;
  const split = `power ${f.power} + negation ${f.negation} = ${sum}${sum === f.levels ? `, the ${f.levels} levels` : `, not the ${f.levels} levels: a rule error`}`;
  const chosen = (key: keyof FocusSheet) =>
    explained(
      `${at}.${key}`,
      `${f.name}: ${key} ${JSON.stringify(f[key])}, as the player made it; ${split}`,
      src,
      [],
      R.focus,
    );
  return [
    explained(`${at}.channel`, `Energy channelled per round = Command ${command} + power ${f.power} = ${f.channel}`, [
      B.focusPower,
      B.command,
    ]),
    chosen('id'),
    chosen('length'),
    explained(
      `${at}.levels`,
      `Levels = 8 at two feet, +2 per doubling: ${f.length} ft → ${f.levels}`,
      [B.focusLevels],
      [],
      R.focus,
    ),
    chosen('name'),
    chosen('negation'),
    chosen('power'),
    explained(
      `${at}.resistance`,
      `Against a detrimental spell = Willpower ${willpower} + negation ${f.negation} = ${f.resistance}`,
      [B.focusNegation],
    ),
    explained(
      `${at}.weight`,
      f.weight === null
        ? `${f.name} is ${f.length} ft: immobile, as a temple or tower`
        : `Weight = half the length, ${f.length} ft ÷ 2 = ${f.weight} lb`,
      [B.focusStaff, B.focusTemple],
      [],
      R.focus,
    ),
  ];
}

function explainGear(g: GearSheet, i: number): ValueExplanation[] {
  const at = `sheet.gear.${i}`;
  const row = HURSAGMU_LIST_ROWS[g.item] ?? B.pricesInCopper;
  const l = LIST_ITEMS[g.item];
  const per = l?.unit ? ` a ${l.unit}` : '';
  const out = [
    explained(`${at}.id`, `${g.name} (id "${g.id}"), from the price lists`, [row]),
    explained(`${at}.item`, `${g.name}: the lists’ item "${g.item}"`, [row]),
    explained(`${at}.name`, `${g.name}, as the lists name it`, [row]),
    explained(`${at}.price`, `Price = ${l?.price ?? 0} cc${per} × ${g.quantity} = ${g.price} cc`, [
      row,
      B.pricesInCopper,
    ]),
    explained(`${at}.quantity`, `${g.quantity} ${g.name}, as the player chose`, [row]),
    explained(
      `${at}.weight`,
      `Weight = ${l?.weight ?? 0} lb${per} × ${g.quantity} = ${g.weight} lb`,
      [row],
      [],
      R.carried,
    ),
  ];
  if (g.unit !== undefined) out.push(explained(`${at}.unit`, `${g.name} is priced per ${g.unit}`, [row]));
  return out;
}

export function explainKit(s: HursagmuSheet): ValueExplanation[] {
  const none = (path: string, what: string, src: BookSource[]) => explained(path, what, src);
  return [
    ...explainEquipment(s),
    ...(s.weapons.length
      ? s.weapons.flatMap((w, i) => explainWeapon(w, i, s))
      : [none('sheet.weapons', 'No weapons', [B.baseDamage])]),
    ...explainArmor(s),
    ...explainShield(s),
    ...(s.foci.length
      ? s.foci.flatMap((f, i) => explainFocus(f, i, s))
      : [none('sheet.foci', 'No foci', [B.focusPower])]),
    ...(s.gear.length
      ? s.gear.flatMap((g, i) => explainGear(g, i))
      : [none('sheet.gear', 'No gear from the price lists', [B.pricesInCopper])]),
  ];
}
