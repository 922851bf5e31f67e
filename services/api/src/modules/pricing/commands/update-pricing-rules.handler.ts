import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminPricingRules, STALE_PRICING_MESSAGE } from '@lakehouse/contracts';
import { PRICING_RULES_ID, PropertyEntity } from '@lakehouse/server-kit';
import { loadPricingRules } from '../load-pricing-rules.js';
import { PRICING_OPTIONS, type PricingOptions } from '../pricing-options.js';
import { UpdatePricingRulesCommand } from './update-pricing-rules.command.js';

/** Numbers as `numeric` text, exact: 350 -> '350', 8.5 % -> '0.085'. */
const money = (dollars: number) => (Math.round(dollars * 100) / 100).toString();
const taxRate = (percent: number) => (Math.round(percent * 10_000) / 1_000_000).toString();

/**
 * Saves the prices and stay rules if they were edited from the current version: the row is locked, its version
 * compared, and the new version, the property's four prices and the change record written in one transaction, so
 * of two saves from the same version exactly one wins and the other gets 409. Quotes made from then on use them;
 * reservations already made keep the quote they were made with.
 */
@CommandHandler(UpdatePricingRulesCommand)
export class UpdatePricingRulesHandler implements ICommandHandler<UpdatePricingRulesCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PRICING_OPTIONS) private readonly options: PricingOptions,
  ) {}

  async execute({ update }: UpdatePricingRulesCommand): Promise<AdminPricingRules> {
    return this.dataSource.transaction(async (manager) => {
      const current = await loadPricingRules(manager, this.options.serverMaxUnpaidHoldsPerCode, true);
      if (current.version !== update.version)
        throw new ConflictException({ statusCode: 409, message: STALE_PRICING_MESSAGE });
      const { nightlyRate, cleaningFee, linenFee, taxRatePercent, ...stored } = update.rules;
      const changedFields = Object.keys(update.rules).filter(
        (field) =>
          JSON.stringify(update.rules[field as keyof typeof update.rules]) !==
          JSON.stringify(current.rules[field as keyof typeof current.rules]),
      );
      const version = current.version + 1;
      // jsonb written as JSON text: TypeORM's update types refuse the nulls ("none") the rules hold.
      await manager.query(
        `UPDATE pricing_rules SET rules = $1::jsonb, version = $2, updated_at = now() WHERE id = $3`,
        [JSON.stringify(stored), version, PRICING_RULES_ID],
      );
      await manager.update(
        PropertyEntity,
        { slug: 'lake-house' },
        {
          baseRate: money(nightlyRate),
          cleaningFee: money(cleaningFee),
          linenFee: money(linenFee),
          taxRate: taxRate(taxRatePercent),
        },
      );
      await manager.query(
        `INSERT INTO pricing_rules_changes (version, rules, changed_fields) VALUES ($1, $2::jsonb, $3::jsonb)`,
        [version, JSON.stringify(update.rules), JSON.stringify(changedFields)],
      );
      return loadPricingRules(manager, this.options.serverMaxUnpaidHoldsPerCode);
    });
  }
}
