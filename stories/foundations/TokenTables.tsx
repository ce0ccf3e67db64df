/**
 * The Foundations tables render the theme from `lightTokens` (the values the theme is made
 * from) and read each CSS variable name from `vars`, so the docs cannot drift from the theme.
 */
import { contrastLevel, contrastRatio, lightTokens, textColorPairs, vars } from '../../ui';
import * as styles from './TokenTables.css';

type Group = Record<string, string | Record<string, string>>;

/** `var(--color-accent__1abc)` -> `--color-accent__1abc`: the variable a designer can inspect. */
function variableName(reference: string): string {
  return reference.replace(/^var\((.*)\)$/, '$1');
}

function entries<T extends Record<string, string>>(record: T): [keyof T & string, string][] {
  return Object.entries(record) as [keyof T & string, string][];
}

export function ColorTable() {
  const colorVars = vars.color as Group as Record<string, string>;
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Colour tokens of the light theme</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            Swatch
          </th>
          <th className={styles.cell} scope="col">
            Token
          </th>
          <th className={styles.cell} scope="col">
            Value
          </th>
          <th className={styles.cell} scope="col">
            CSS variable
          </th>
        </tr>
      </thead>
      <tbody>
        {entries(lightTokens.color).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <div className={styles.swatch} style={{ background: value }} aria-hidden="true" />
            </td>
            <th className={styles.cell} scope="row">
              color.{name}
            </th>
            <td className={styles.cell}>
              <code className={styles.code}>{value}</code>
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>{variableName(colorVars[name] ?? '')}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ContrastTable() {
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Text colour pairs and their WCAG contrast</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            Sample
          </th>
          <th className={styles.cell} scope="col">
            Text on background
          </th>
          <th className={styles.cell} scope="col">
            Ratio
          </th>
          <th className={styles.cell} scope="col">
            Level
          </th>
        </tr>
      </thead>
      <tbody>
        {textColorPairs.map(([fg, bg]) => {
          const ratio = contrastRatio(lightTokens.color[fg], lightTokens.color[bg]);
          const level = contrastLevel(ratio);
          return (
            <tr key={`${fg}-${bg}`}>
              <td className={styles.cell}>
                <span className={styles.pairSample} style={{ color: lightTokens.color[fg], background: lightTokens.color[bg] }}>
                  Kampus ₦24,500
                </span>
              </td>
              <th className={styles.cell} scope="row">
                {fg} on {bg}
              </th>
              <td className={styles.cell}>{ratio.toFixed(2)}:1</td>
              <td className={styles.cell}>
                <span className={level === 'Fail' ? styles.fail : styles.pass}>{level}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Font sizes (Inter, self-hosted)</caption>
      <tbody>
        {entries(lightTokens.font.size).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              font.size.{name}
              <br />
              <code className={styles.code}>{value}</code>
            </th>
            <td className={styles.cell} style={{ fontSize: value, lineHeight: lightTokens.font.lineHeight.snug }}>
              Buy, Sell, Trade Securely
            </td>
          </tr>
        ))}
        {entries(lightTokens.font.weight).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              font.weight.{name}
              <br />
              <code className={styles.code}>{value}</code>
            </th>
            <td className={styles.cell} style={{ fontWeight: value }}>
              Student to Student
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpacingScale() {
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Spacing scale</caption>
      <tbody>
        {entries(lightTokens.space).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              space[&apos;{name}&apos;]
            </th>
            <td className={styles.cell}>
              <code className={styles.code}>{value}</code>
            </td>
            <td className={styles.cell} style={{ width: '60%' }}>
              <div className={styles.spaceBar} style={{ width: value }} aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiusScale() {
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Corner radii</caption>
      <tbody>
        {entries(lightTokens.radius).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              radius.{name}
            </th>
            <td className={styles.cell}>
              <code className={styles.code}>{value}</code>
            </td>
            <td className={styles.cell}>
              <div className={styles.radiusBox} style={{ borderRadius: value }} aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
