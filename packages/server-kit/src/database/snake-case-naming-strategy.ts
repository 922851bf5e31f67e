import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

const snakeCase = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * Columns are named in snake_case after their property (checkIn -> check_in), as the migrations name them,
 * so an entity declares a column name only when it differs. (typeorm-naming-strategies peers on TypeORM 0.3.)
 */
export class SnakeCaseNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return customName ?? snakeCase([...embeddedPrefixes, propertyName].join('_'));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }
}
